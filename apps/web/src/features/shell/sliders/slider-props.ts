// What every ?action= slider receives.
import type { AppData } from '@storekeep/domain/app-data';

export interface SliderProps {
  appData: AppData;
  onClose: () => void;
}
