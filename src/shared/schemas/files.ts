import { Type, type Static } from '@sinclair/typebox';
import { FILE_FOLDER_LIST } from '../constants';

export const FileFolderSchema = Type.Union(FILE_FOLDER_LIST.map((f) => Type.Literal(f)));
export const UploadQuerySchema = Type.Object({ folder: Type.String({ maxLength: 100 }) });
export const UploadResponseSchema = Type.Object({
  nameBySystem: Type.String(),
  folder: FileFolderSchema,
  size: Type.Integer(),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadResponse = Static<typeof UploadResponseSchema>;
export const DeleteFileQuerySchema = Type.Object({ nameBySystem: Type.String({ minLength: 1, maxLength: 200 }) });
