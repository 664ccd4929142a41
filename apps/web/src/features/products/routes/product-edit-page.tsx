// /edit/{productId}/{reviewState}/{puvId}?redirectRoute= (back-office.md §2) and /products/new: the
// editor; a save goes back to redirectRoute (or the product list).
import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRODUCT_MESSAGES, type ProductReply, reviewStateOf } from '@storekeep/domain/product';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useProduct, useSaveProduct } from '../api/product.ts';
import { ProductForm, type ProductFormProps } from '../components/product-form.tsx';
import {
  editPayloadOf,
  emptyFormValues,
  formValuesOf,
  type ProductFormValues,
  payloadOf,
} from '../components/product-form-values.ts';
import { parseProductEditorSearch, productListPath } from './search-params.ts';

/** The images and custom-fields sections: the lead mounts the media and custom-fields features here. */
export type EditorSlots = Pick<
  ProductFormProps,
  'imagesSection' | 'customFieldsSection' | 'smartFillSection' | 'bookingSection' | 'stockSection'
>;

function useEditorNavigation(isServiceModule: boolean) {
  const navigate = useNavigate();
  const search = parseProductEditorSearch(useSearch({ strict: false }));
  const back = search.redirectRoute ?? productListPath(isServiceModule ? { isServiceModule: '1' } : {});
  return {
    back: () => void navigate({ href: back }),
    backHref: back,
    isServiceModule: search.isServiceModule === '1',
  };
}

function Editor({ product, slots }: { product: ProductReply | null; slots: EditorSlots }) {
  const { t } = useTranslation();
  const appData = useAppData();
  const productId = product ? (product.productId ?? product.serviceId ?? null) : null;
  const editorSearch = parseProductEditorSearch(useSearch({ strict: false }));
  const isService = product?.isService ?? editorSearch.isServiceModule === '1';
  const { back } = useEditorNavigation(isService);
  const params: { puvId?: string; reviewState?: string } = useParams({ strict: false });
  const save = useSaveProduct(productId);
  const outletIds = appData.outlets.map((o) => o.outletId);
  const initialValues = product ? formValuesOf(product, outletIds) : emptyFormValues(outletIds, isService);

  const onSubmit = async (values: ProductFormValues) => {
    try {
      await save.mutateAsync(product ? editPayloadOf(values) : payloadOf(values));
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
      throw error;
    }
    notifications.show({ color: 'teal', message: translateMessage(PRODUCT_MESSAGES.saved, i18n.language) });
    back();
  };
  const title = product
    ? t(isService ? 'products.editServiceTitle' : 'products.editTitle')
    : t(isService ? 'products.newServiceTitle' : 'products.newTitle');
  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py="lg" data-testid="product-editor">
      <PageHeader title={title} subtitle={product?.productName} />
      <ProductForm
        initialValues={initialValues}
        product={product}
        outlets={appData.outlets}
        allowVariants={appData.accountSettings.isAllowVariantProducts}
        requireSku={appData.accountSettings.isMaintainProductSku}
        highlightVariantId={Number(params.puvId) || null}
        review={product ? reviewStateOf(params.reviewState) : null}
        saving={save.isPending}
        onSubmit={onSubmit}
        onCancel={back}
        {...slots}
      />
    </Container>
  );
}

export function ProductEditPage({ slots = {} }: { slots?: EditorSlots }) {
  const { t } = useTranslation();
  const params: { productId?: string } = useParams({ strict: false });
  const productId = Number(params.productId);
  const product = useProduct(productId);
  const { backHref } = useEditorNavigation(false);
  if (!Number.isInteger(productId) || productId <= 0 || product.isError) {
    return (
      <Alert color="red" title={t('products.openFailed')} m="lg" data-testid="product-error">
        {Number.isInteger(productId)
          ? errorMessage(product.error)
          : translateMessage(PRODUCT_MESSAGES.notFound, i18n.language)}{' '}
        <Anchor href={backHref}>{t('products.back')}</Anchor>
      </Alert>
    );
  }
  if (!product.data) return <Loader m="xl" data-testid="product-loading" />;
  // A fresh form per product (and per save), so the defaults are the saved values.
  return <Editor key={`${productId}-${product.data.updatedAt}`} product={product.data} slots={slots} />;
}

export function ProductNewPage({ slots = {} }: { slots?: EditorSlots }) {
  return <Editor product={null} slots={slots} />;
}
