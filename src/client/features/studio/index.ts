// The studio's public surface for the features it hosts in the course editor (the quiz editor): the
// autosave of an edited object, the rich text editor and the image upload. Its pages are loaded lazily
// by the router and are not exported here.
export { useAutosave, type Autosaved, type SaveObject } from './useAutosave';
export { quizKey, studioActions } from './studioSlice';
export { RichTextEditor } from './RichTextEditor';
export { coverUploadMachine } from './coverUploadMachine';
export { ImageUploadField } from './ImageUploadField';
export { useSortableDnd } from './useSortableDnd';
