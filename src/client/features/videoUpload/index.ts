// Lesson media of the instructor studio: the resumable video upload (or a YouTube / Vimeo link) and
// the lesson's downloadable attachment. The lesson editor places these fields.
export { VideoUploadField, parseVideoLink, type VideoUploadFieldProps } from './VideoUploadField';
export { AttachmentUploadField, type AttachmentUploadFieldProps } from './AttachmentUploadField';
export { videoUploadMachine, type VideoUploadMachine } from './videoUploadMachine';
export { attachmentMachine, type AttachmentMachine } from './attachmentMachine';
