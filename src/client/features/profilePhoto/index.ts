// The profile photo upload as other parts of the SPA see it.
export { usePhotoUpload, type PhotoUpload } from './usePhotoUpload';
