import { LinkButton } from '../LinkButton/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './AppDownloadModal.css.ts';

export interface StoreLink {
  href: string;
  /** Translated link text, e.g. "Download on the App Store". */
  label: string;
}

export interface AppDownloadModalProps {
  open: boolean;
  title: string;
  message: string;
  imageSrc: string;
  imageAlt: string;
  appStore: StoreLink;
  googlePlay: StoreLink;
  closeLabel: string;
  onClose: () => void;
}

/** Spec section 1: the smartphone-app download modal with an image, shown on some sites. */
export function AppDownloadModal({
  open,
  title,
  message,
  imageSrc,
  imageAlt,
  appStore,
  googlePlay,
  closeLabel,
  onClose,
}: AppDownloadModalProps) {
  return (
    <Modal open={open} title={title} closeLabel={closeLabel} onClose={onClose}>
      <img className={styles.image} src={imageSrc} alt={imageAlt} />
      <p className={styles.message}>{message}</p>
      <div className={styles.stores}>
        {[appStore, googlePlay].map((store) => (
          <LinkButton
            key={store.href}
            variant="primary"
            fullWidth
            href={store.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {store.label}
          </LinkButton>
        ))}
      </div>
    </Modal>
  );
}
