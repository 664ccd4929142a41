import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { WalkthroughPage } from './walkthrough-page.tsx';

const INFO = {
  supplierId: 7,
  storeName: 'Meena Stores',
  storeSlug: 'meena',
  storeUrl: '/s/meena',
  logoUrl: null,
  verticalId: 18,
  themeId: null,
  isVirtual: true,
};
const THEMES = [
  {
    themeId: 3,
    name: 'Fresh Basket',
    description: '',
    verticalIds: [18],
    isTemplate: true,
    themeKey: 'fresh-basket',
    previewUrl: '/x',
    preview: null,
  },
];
const CATEGORIES = {
  categories: [
    {
      id: 41,
      name: 'Sweets',
      parentId: null,
      visibility: 'ON_DISPLAY',
      position: 0,
      level: 1,
      breadcrumb: 'Sweets',
      isParentCategoryHidden: false,
      imageUrl: null,
      isSeoPresent: false,
      translations: {},
      productCount: 0,
    },
  ],
  lastModifiedTimestamp: 0,
  isCategoryAutomated: false,
};

type Answer = (body: Record<string, unknown>) => Response;

const NO_PROFILE = { sells: '', area: '', city: '', sinceYear: null, fulfilment: null, hours: '', about: '' };

function serve(walkthrough: Answer) {
  const posted: Array<Record<string, unknown>> = [];
  const api = fakeApi((url, init) => {
    if (url === '/api/v1/site/supplier-info') return jsonResponse(200, INFO);
    if (url.startsWith('/api/v1/site/themes')) return jsonResponse(200, { themes: THEMES });
    if (url === '/api/v1/categories') return jsonResponse(200, CATEGORIES);
    if (url === '/api/v1/site/walkthrough') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return walkthrough(body);
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'No route' } });
  });
  return { ...api, posted };
}

async function toProductsStep() {
  expect(await screen.findByDisplayValue('Meena Stores')).toBeTruthy();
  for (let i = 0; i < 4; i++) fireEvent.click(screen.getByTestId('walkthrough-next'));
  return screen.findByTestId('first-product-0');
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('walkthrough first products', () => {
  it('skips the step when no product is filled in: the save sends no products', async () => {
    const { posted } = serve(() =>
      jsonResponse(200, { isSuccess: true, redirectTo: '/products', productIds: [] }),
    );
    const { router } = renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(posted).toEqual([
      {
        storeName: 'Meena Stores',
        logoUrl: null,
        themeId: 3,
        profile: NO_PROFILE,
        makesToOrder: false,
        products: [],
      },
    ]);
  });

  it('checks the rows by the product rules before sending, with the product form messages', async () => {
    const { posted } = serve(() => jsonResponse(500, {}));
    renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    type('first-product-name-0', 'Kaju Katli 250 g');
    type('first-product-price-0', '320');
    fireEvent.click(screen.getByTestId('first-product-add'));
    type('first-product-name-1', '<b>Laddoo</b>');
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    const row = within(await screen.findByTestId('first-product-1'));
    expect(await row.findByText('Product name cannot contain < or >')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("puts the server's refusal under its row and keeps what was typed", async () => {
    serve(() =>
      jsonResponse(400, {
        error: {
          code: 'invalid',
          message: 'SKU is required when product SKUs are maintained',
          fields: { 'products.1.sku': 'SKU is required when product SKUs are maintained' },
        },
      }),
    );
    renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    type('first-product-name-0', 'Kaju Katli 250 g');
    type('first-product-stock-0', '4');
    fireEvent.click(screen.getByTestId('first-product-add'));
    type('first-product-name-1', 'Motichoor Laddoo');
    type('first-product-stock-1', '4');
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    const row = within(await screen.findByTestId('first-product-1'));
    expect(await row.findByText('SKU is required when product SKUs are maintained')).toBeTruthy();
    // The SKU field comes with the request; the row keeps its name.
    expect(row.getByTestId('first-product-sku-1')).toBeTruthy();
    expect(row.getByDisplayValue('Motichoor Laddoo')).toBeTruthy();
    expect(
      within(screen.getByTestId('first-product-0')).queryByText(
        'SKU is required when product SKUs are maintained',
      ),
    ).toBeNull();
  });

  it('saves the rows with the walkthrough, then sends each photo to its new product', async () => {
    const { posted } = serve(() =>
      jsonResponse(200, { isSuccess: true, redirectTo: '/products', productIds: [501, 502] }),
    );
    const { router } = renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    type('first-product-name-0', 'Kaju Katli 250 g');
    type('first-product-price-0', '320.50');
    type('first-product-stock-0', '12');
    fireEvent.click(screen.getByTestId('first-product-add'));
    type('first-product-name-1', 'Gift Box');
    type('first-product-stock-1', '2.5');
    const photo = new File([new Uint8Array([1, 2, 3])], 'box.jpg', { type: 'image/jpeg' });
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(inputs[inputs.length - 1] as HTMLInputElement, { target: { files: [photo] } });
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(posted[0]?.products).toEqual([
      {
        productName: 'Kaju Katli 250 g',
        sellingPricePaise: 32050,
        categoryId: null,
        sku: '',
        openingStock: 12,
      },
      { productName: 'Gift Box', sellingPricePaise: 0, categoryId: null, sku: '', openingStock: 2.5 },
    ]);
    const upload = FakeXhr.all[0] as FakeXhr;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/v1/products/502/images']);
    upload.respond(201, { images: [] });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('refuses a photo of the wrong kind before sending anything', async () => {
    const { posted } = serve(() => jsonResponse(500, {}));
    renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    type('first-product-name-0', 'Kaju Katli 250 g');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    expect(await within(screen.getByTestId('first-product-0')).findByRole('alert')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('asks for each product’s stock in hand, unless the shop makes to order', async () => {
    const { posted } = serve(() =>
      jsonResponse(200, { isSuccess: true, redirectTo: '/products', productIds: [501] }),
    );
    const { router } = renderWithApp(<WalkthroughPage />);
    await toProductsStep();
    type('first-product-name-0', 'Custom Cake');
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    const row = within(await screen.findByTestId('first-product-0'));
    expect(await row.findByText('Enter the stock you have, or choose “We make to order”')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByTestId('walkthrough-makes-to-order'));
    fireEvent.click(screen.getByTestId('walkthrough-save'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(posted[0]).toMatchObject({
      makesToOrder: true,
      products: [{ productName: 'Custom Cake', openingStock: null }],
    });
  });
});

describe('walkthrough shop facts', () => {
  it('sends what the merchant says about the shop, for the theme to be written from', async () => {
    const { posted } = serve(() =>
      jsonResponse(200, { isSuccess: true, redirectTo: '/products', productIds: [] }),
    );
    const { router } = renderWithApp(<WalkthroughPage />);
    expect(await screen.findByDisplayValue('Meena Stores')).toBeTruthy();
    for (let i = 0; i < 2; i++) fireEvent.click(screen.getByTestId('walkthrough-next'));
    type('walkthrough-sells', 'Sweets and namkeen');
    type('walkthrough-city', 'Indore');
    type('walkthrough-hours', '9 am – 10 pm');
    fireEvent.click(screen.getByLabelText('Both'));
    for (let i = 0; i < 2; i++) fireEvent.click(screen.getByTestId('walkthrough-next'));
    fireEvent.click(await screen.findByTestId('walkthrough-save'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(posted[0]?.profile).toEqual({
      ...NO_PROFILE,
      sells: 'Sweets and namkeen',
      city: 'Indore',
      hours: '9 am – 10 pm',
      fulfilment: 'both',
    });
  });
});
