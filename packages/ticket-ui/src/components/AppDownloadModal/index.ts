export { AppDownloadModal, type AppDownloadModalProps, type StoreLink } from './AppDownloadModal.tsx';
