import { migrateSiteDocument } from '@storekeep/blocks/document';
import { themeById } from '@storekeep/blocks/themes';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { SiteEditor } from './site-editor.tsx';

const theme = themeById('fresh-basket');
if (!theme) throw new Error('Fresh Basket is a shipped theme');

function openEditor() {
  fakeApi((url) =>
    url === '/api/v1/app-data'
      ? jsonResponse(200, buildAppData())
      : jsonResponse(404, { error: { code: 'not_found', message: 'No route' } }),
  );
  return renderWithApp(
    <SiteEditor
      mode="edit"
      initialDocument={migrateSiteDocument(theme?.document)}
      initialModified={false}
      storeName="Meena Stores"
      storeUrl="/s/meena"
      isIosApp={false}
      save={async () => {}}
      publish={async () => {}}
    />,
  );
}

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('the site editor in the merchant’s language', () => {
  it('names the blocks, their groups and Puck’s panels in Tamil', async () => {
    await changeLanguage('ta', { remember: false });
    openEditor();
    expect((await screen.findAllByText('சிறப்புப் பொருட்கள்')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('சுழலும் பேனர்').length).toBeGreaterThan(0);
    expect(screen.getByText('பேனர்கள் & மீடியா')).toBeTruthy();
    expect(screen.getByText('பிளாக்')).toBeTruthy();
    expect(screen.queryByText('Featured products')).toBeNull();
  });

  it('labels a block’s fields, options, effects and other languages in Tamil', async () => {
    await changeLanguage('ta', { remember: false });
    openEditor();
    const layers = await screen.findAllByText('சிறப்புப் பொருட்கள்');
    const layer = layers.find((node) => node.closest('[class*="Layer"]'))?.closest('button');
    if (!layer) throw new Error('The outline lists the featured products block');
    fireEvent.click(layer);
    const [effects] = await screen.findAllByTestId('scroll-effect-field');
    if (!effects) throw new Error('The block shows its effect slider');
    expect(within(effects).getByText('அசைவு / ஸ்க்ரோல் விளைவு')).toBeTruthy();
    expect(within(effects).getByText('எதுவுமில்லை')).toBeTruthy();
    expect(screen.getAllByText('எந்தப் பொருட்கள்').length).toBeGreaterThan(0);
    expect(screen.getAllByText('மொபைல் அமைப்பு').length).toBeGreaterThan(0);
    // Puck's select names its options in their label attribute.
    const [source] = screen.getAllByTitle('எந்தப் பொருட்கள்');
    const options = [...(source?.querySelectorAll('option') ?? [])].map((option) => option.label);
    expect(options).toEqual(['புதிய பொருட்கள்', 'ஒரு வகையிலிருந்து', 'நான் தேர்ந்தெடுக்கும் பொருட்கள்']);
    const [languages] = screen.getAllByTestId('block-translations');
    if (!languages) throw new Error('The block shows its other languages');
    expect(within(languages).getByText('பிற மொழிகள்')).toBeTruthy();
    expect(within(languages).getByText('மொழி')).toBeTruthy();
    expect(screen.queryByText('Mobile layout')).toBeNull();
    expect(screen.queryByText('Other languages')).toBeNull();
  });
});
