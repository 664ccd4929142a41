// /products/{productId}/images: the images section on its own page, until the product editor
// (another feature) mounts <ProductImagesSection /> itself.
import { Container } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ProductImagesSection } from '../components/product-images-section.tsx';

export function ProductImagesPage() {
  const { t } = useTranslation();
  const { productId } = useParams({ strict: false }) as { productId?: string };
  const id = Number(productId);
  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('productImages.pageTitle')}
        subtitle={t('productImages.pageSubtitle', { productId: id })}
      />
      <ProductImagesSection productId={id} />
    </Container>
  );
}
