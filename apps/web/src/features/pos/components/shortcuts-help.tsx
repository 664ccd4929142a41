// The help overlay listing every POS shortcut (F1 or Alt + /).
import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POS_SHORTCUT_IDS, POS_SHORTCUTS, shortcutLabel } from '../model/shortcuts.ts';

export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.help')} size="lg" data-testid="pos-shortcuts-help">
      <Table striped>
        <Table.Tbody>
          {POS_SHORTCUT_IDS.map((id) => (
            <Table.Tr key={id}>
              <Table.Td>{t(`pos.shortcuts.${id}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {POS_SHORTCUTS[id].map((combo, i) => (
                  <span key={combo}>
                    {i > 0 && ' / '}
                    <Kbd>{shortcutLabel(combo)}</Kbd>
                  </span>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
