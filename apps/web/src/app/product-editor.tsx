// The product editor with its sections from other features mounted: features do not import each
// other, so the app wires the images, custom-fields, SmartFill, bookings and stock sections into the editor's slots here.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ServiceBookingSection } from '../features/bookings/components/service-booking-section.tsx';
import { ProductCustomFieldsSection } from '../features/custom-fields/components/product-custom-fields-section.tsx';
import { ProductStockSection } from '../features/inventory/components/product-stock-section.tsx';
import { ProductImagesSection } from '../features/product-images/components/product-images-section.tsx';
import { SmartFillSuggestions } from '../features/product-templates/components/smart-fill-suggestions.tsx';
import {
  type EditorSlots,
  ProductEditPage,
  ProductNewPage,
} from '../features/products/routes/product-edit-page.tsx';
import { canAccess, useAppData } from './app-data.ts';
import { navEntry } from './nav-items.ts';

const slots: EditorSlots = {
  imagesSection: ({ productId }) => <ProductImagesSection productId={productId} />,
  customFieldsSection: ({ productId }) =>
    productId === null ? <CustomFieldsAfterSave /> : <ProductCustomFieldsSection productId={productId} />,
  smartFillSection: (props) => <SmartFillSuggestions {...props} />,
  bookingSection: ({ productId }) => <BookingSectionIfAllowed serviceId={productId} />,
  stockSection: ({ productId, product }) =>
    productId === null || !product ? null : (
      <StockSection productId={productId} productName={product.productName} />
    ),
};

/** A new product has no id yet for its custom field answers. */
function CustomFieldsAfterSave() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dark.3" data-testid="product-custom-fields-unsaved">
      {t('customFields.saveProductFirst')}
    </Text>
  );
}

/** Only for those who may open Bookings (the package can hide it). */
function BookingSectionIfAllowed({ serviceId }: { serviceId: number | null }) {
  const appData = useAppData();
  return canAccess(appData, navEntry('bookings')) ? <ServiceBookingSection serviceId={serviceId} /> : null;
}

function StockSection({ productId, productName }: { productId: number; productName: string }) {
  const appData = useAppData();
  if (!canAccess(appData, navEntry('inventory'))) return null;
  return (
    <ProductStockSection
      productId={productId}
      productName={productName}
      outlets={appData.outlets}
      selectedOutletId={appData.selectedOutletId}
    />
  );
}

export function WiredProductEditPage() {
  return <ProductEditPage slots={slots} />;
}

export function WiredProductNewPage() {
  return <ProductNewPage slots={slots} />;
}
