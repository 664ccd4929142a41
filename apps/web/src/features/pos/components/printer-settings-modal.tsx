// Printer and invoice template of the store (saveSupplierInfo: template and printer name, plus the
// local print service's host).
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { INVOICE_LAYOUTS } from '@storekeep/domain/invoice';
import { type PrinterSettings, printerSettingsSchema } from '@storekeep/domain/printer';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSavePrinterSettings } from '../../../app/printing/printer-settings.ts';
import { schemaResolver } from '../../../ui/schema-resolver.ts';

export function PrinterSettingsModal({
  opened,
  settings,
  onClose,
}: {
  opened: boolean;
  settings: PrinterSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePrinterSettings();
  const form = useForm<PrinterSettings>({
    resolver: schemaResolver<PrinterSettings>(printerSettingsSchema),
    values: settings,
  });
  const errors = form.formState.errors;
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.printerSettings')}>
      <form
        onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))}
        data-testid="printer-settings-form"
      >
        <Stack>
          <TextInput
            label={t('pos.printerHost')}
            description={t('pos.printerHostHelp')}
            error={errors.printerHost?.message}
            data-testid="printer-host"
            {...form.register('printerHost')}
          />
          <Controller
            control={form.control}
            name="useHttps"
            render={({ field }) => (
              <Switch
                label={t('pos.useHttps')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <TextInput label={t('pos.printerName')} {...form.register('printerName')} />
          <Controller
            control={form.control}
            name="templateId"
            render={({ field }) => (
              <Select
                label={t('pos.template')}
                data={INVOICE_LAYOUTS.map((id) => ({ value: id, label: t(`pos.templates.${id}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
          <TextInput label={t('pos.gstin')} error={errors.gstin?.message} {...form.register('gstin')} />
          <TextInput label={t('pos.footer')} {...form.register('invoiceFooter')} />
          {save.error && <div role="alert">{errorMessage(save.error)}</div>}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="printer-settings-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
