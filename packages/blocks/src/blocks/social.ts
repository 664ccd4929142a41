// Social networks a header or footer may link to.
import { z } from 'zod';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'whatsapp'] as const;
export const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};
export const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string().trim().url().max(500),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
