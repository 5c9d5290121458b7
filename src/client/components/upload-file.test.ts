import { describe, expect, it } from 'vitest';
import { checkUploadFile, formatFileSize } from './upload-file.ts';

describe('checkUploadFile', () => {
  it('accepts PDF, DOC, DOCX and ODT up to 10 MB', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'a.doc', 'b.docx', 'c.odt'])
      expect(checkUploadFile({ name, size: 1000 })).toBeUndefined();
    expect(checkUploadFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 })).toBeUndefined();
  });

  it('names the problem of any other file', () => {
    expect(checkUploadFile({ name: 'cv.png', size: 1000 })).toBe('validation.fileType');
    expect(checkUploadFile({ name: 'cv.pdf.exe', size: 1000 })).toBe('validation.fileType');
    expect(checkUploadFile({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe('validation.fileTooLarge');
    expect(checkUploadFile({ name: 'cv.pdf', size: 0 })).toBe('validation.fileRequired');
  });

  it('formats sizes', () => {
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1536 * 1024, 'fr')).toBe('1,5 MB');
    expect(formatFileSize(200, 'en')).toBe('1 KB');
  });
});
