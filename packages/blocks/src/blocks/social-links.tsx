import { Icon } from '../icons.tsx';
import { SOCIAL_LABELS, type SocialLink } from './social.ts';

export function SocialLinks({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="sk-social">
      {links.map((link) => (
        <li key={`${link.network}-${link.url}`}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={SOCIAL_LABELS[link.network]}
          >
            <Icon name={link.network} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
