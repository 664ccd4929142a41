import { describe, expect, it } from 'vitest';
import {
  appUploadError,
  BUILDER_PRODUCT_IMAGE_PROFILE,
  cancelUpload,
  checkUpload,
  clearAllUploads,
  contentMatchesExtension,
  DEFAULT_UPLOAD_FIELD_NAME,
  DEFAULT_UPLOAD_MAX_MB,
  displayedProgress,
  FAVICON_PROFILE,
  fileExtension,
  fileFormProfile,
  IMAGE_UPLOADER_MAX_LISTED,
  isAndroidBridgeFile,
  isUploadSuccess,
  KB,
  MAX_PRODUCT_IMAGES,
  MB,
  type MultiUploadItem,
  multiUploadProfile,
  OPEN_GRAPH_PROFILE,
  OPEN_GRAPH_SIZE_PX,
  prepareMultiUpload,
  productImageProfile,
  singleImageProfile,
  sniffImageType,
  UPLOAD_MESSAGES,
  type UploadCheck,
  type UploadProfile,
} from './uploads.ts';

const fail = (error: 'wrong-extension' | 'size-reached', message: string): UploadCheck => ({
  ok: false,
  error,
  message,
});

describe('constants', () => {
  it('keeps the spec numbers', () => {
    expect(DEFAULT_UPLOAD_MAX_MB).toBe(10);
    expect(DEFAULT_UPLOAD_FIELD_NAME).toBe('uploadedImageFile');
    expect(MAX_PRODUCT_IMAGES).toBe(40);
    expect(IMAGE_UPLOADER_MAX_LISTED).toBe(3);
    expect(OPEN_GRAPH_SIZE_PX).toBe(512);
    expect(3072 * KB).toBe(3 * MB);
  });
});

describe('checkUpload over the per-purpose profiles', () => {
  it.each<[string, UploadProfile, string, number, UploadCheck]>([
    // back-office.md §5 product image
    ['product ok', productImageProfile(), 'a.JPG', 3 * MB, { ok: true, extension: 'jpg' }],
    [
      'product gif',
      productImageProfile(),
      'a.gif',
      1,
      fail('wrong-extension', 'Wrong Extension. Upload only jpeg, png, jpg files'),
    ],
    [
      'product heavy',
      productImageProfile(5),
      'a.png',
      5 * MB + 1,
      fail('size-reached', 'Images too heavy.Upload max upto 5 MB'),
    ],
    // website-builder.md §5, §8
    [
      'builder product wrong',
      BUILDER_PRODUCT_IMAGE_PROFILE,
      'a.webp',
      1,
      fail('wrong-extension', 'Please upload a Image with one of these extensions only: jpeg, png, jpg'),
    ],
    [
      'builder product heavy',
      BUILDER_PRODUCT_IMAGE_PROFILE,
      'a.jpeg',
      3072 * KB + 1,
      fail('size-reached', 'Maximum Image upload size exceeded. Images can be uploaded for max 3 MB'),
    ],
    ['og ok', OPEN_GRAPH_PROFILE, 'og.webp', 500 * KB, { ok: true, extension: 'webp' }],
    [
      'og wrong',
      OPEN_GRAPH_PROFILE,
      'og.gif',
      1,
      fail('wrong-extension', 'Only JPG, PNG & WEBP Files are Supported'),
    ],
    [
      'og heavy',
      OPEN_GRAPH_PROFILE,
      'og.png',
      500 * KB + 1,
      fail('size-reached', 'File Size cannot Exceed 500kb'),
    ],
    ['favicon ok', FAVICON_PROFILE, 'f.ico', 200 * KB, { ok: true, extension: 'ico' }],
    ['favicon wrong', FAVICON_PROFILE, 'f.png', 1, fail('wrong-extension', 'Only ICO Files are Supported')],
    [
      'favicon heavy',
      FAVICON_PROFILE,
      'f.ico',
      200 * KB + 1,
      fail('size-reached', 'File Size cannot Exceed 200kb'),
    ],
    // shared-blocks.md §5 single image
    ['single gif', singleImageProfile(), 'a.gif', 10 * MB, { ok: true, extension: 'gif' }],
    ['single bmp', singleImageProfile(), 'a.bmp', 1, fail('wrong-extension', 'Image Format not supported')],
    [
      'single heavy',
      singleImageProfile({ maxMb: 2 }),
      'a.png',
      2 * MB + 1,
      fail('size-reached', 'Cannot exceed size more than 2 MB'),
    ],
    ['single no max', singleImageProfile({ maxMb: null }), 'a.png', 100 * MB, { ok: true, extension: 'png' }],
    [
      'single own list',
      singleImageProfile({ extensions: ['svg'] }),
      'a.svg',
      1,
      { ok: true, extension: 'svg' },
    ],
    // multi upload
    ['multi pdf', multiUploadProfile(), 'a.pdf', 1, fail('wrong-extension', ".pdf isn't supported")],
    [
      'multi heavy',
      multiUploadProfile(),
      'a.png',
      10 * MB + 1,
      fail('size-reached', 'Exceeds size limit of 10 MB'),
    ],
    [
      'multi own',
      multiUploadProfile({ extensions: ['pdf'], maxMb: 1 }),
      'a.pdf',
      MB,
      { ok: true, extension: 'pdf' },
    ],
    // file form
    [
      'form two',
      fileFormProfile({ extensions: ['pdf', 'jpg'] }),
      'a.doc',
      1,
      fail('wrong-extension', 'Please Upload only pdf or jpg file'),
    ],
    [
      'form partner',
      fileFormProfile({ extensions: ['pdf', 'jpg'], partner: true }),
      'a.doc',
      1,
      fail('wrong-extension', 'Please Upload File Using pdf / jpg Only'),
    ],
    [
      'form default',
      fileFormProfile(),
      'a.doc',
      1,
      fail('wrong-extension', 'Please Upload only pdf, jpeg, jpg, png, gif or webp file'),
    ],
    [
      'form heavy',
      fileFormProfile({ maxMb: 1 }),
      'a.pdf',
      MB + 1,
      fail('size-reached', 'Oops! Something went wrong'),
    ],
    [
      'no extension',
      fileFormProfile(),
      'README',
      1,
      fail('wrong-extension', 'Please Upload only pdf, jpeg, jpg, png, gif or webp file'),
    ],
  ])('%s', (_label, profile, name, size, result) => {
    expect(checkUpload(profile, { name, size })).toEqual(result);
  });

  it('joins a one-item list without "or"', () => {
    expect(UPLOAD_MESSAGES.fileFormWrongExtension(['pdf'])).toBe('Please Upload only pdf file');
  });
});

describe('file extension', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['a.b.png', 'png'],
    ['.env', ''],
    ['name.', ''],
    ['name', ''],
  ])('%s → %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('Android bridge', () => {
  it.each([
    ['scan.pdf', '', true],
    ['x.heic', 'image/heic', true],
    ['notes', 'text/plain', true],
    ['sheet.xlsx', '', true],
    ['app.apk', 'application/vnd.android.package-archive', false],
  ])('%s (%s) accepted: %s', (name, mime, ok) => {
    expect(isAndroidBridgeFile(name, mime)).toBe(ok);
  });
  it('checks by extension without a type', () => {
    expect(isAndroidBridgeFile('a.rar')).toBe(true);
  });

  it.each([
    ['invalidFile', 'wrong-extension'],
    ['sizeError', 'size-reached'],
    ['permissions', 'no-permissions'],
    ['other', null],
  ])('maps %s to %s', (code, error) => {
    expect(appUploadError(code)).toBe(error);
  });
});

describe('multi upload items', () => {
  const item = (status: MultiUploadItem['status'], percent = 0): MultiUploadItem => ({
    name: 'a.png',
    size: 1,
    ext: 'png',
    status,
    percent,
    error: null,
  });

  it('fails invalid files and those past the total allowed space', () => {
    const items = prepareMultiUpload(
      [
        { name: 'a.png', size: 4 * MB },
        { name: 'b.bmp', size: 1 },
        { name: 'c.jpg', size: 4 * MB },
        { name: 'd.jpg', size: 1 * MB },
      ],
      multiUploadProfile(),
      6 * MB,
    );
    expect(items.map((i) => [i.status, i.error])).toEqual([
      ['ready', null],
      ['error', ".bmp isn't supported"],
      ['error', 'Uploading Failed'],
      ['ready', null],
    ]);
  });

  it('has no total by default', () => {
    expect(prepareMultiUpload([{ name: 'a.png', size: 9 * MB }])[0]?.status).toBe('ready');
  });

  it.each([
    ['start', 0, 0],
    ['start', 99.9, 99],
    ['start', 100, 99],
    ['start', -5, 0],
    ['done', 100, 100],
    ['done', 50, 100],
  ] as const)('progress of %s at %d shows %d (capped at 99 until done)', (status, percent, shown) => {
    expect(displayedProgress({ status, percent })).toBe(shown);
  });

  it('cancel shows Uploading Cancelled, but not on finished items', () => {
    expect(cancelUpload(item('start'))).toMatchObject({ status: 'cancel', error: 'Uploading Cancelled' });
    const done = item('done');
    expect(cancelUpload(done)).toBe(done);
    const failed = item('error');
    expect(cancelUpload(failed)).toBe(failed);
  });

  it('clearing all marks the remaining uploads failed', () => {
    const result = clearAllUploads([item('ready'), item('start'), item('done'), item('cancel')]);
    expect(result.map((i) => i.status)).toEqual(['error', 'error', 'done', 'cancel']);
    expect(result[0]?.error).toBe('Uploading Failed');
  });

  it.each([
    [{ isError: 'false' }, undefined, undefined, true],
    [{ isError: false }, undefined, undefined, true],
    [{ isError: 'true' }, undefined, undefined, false],
    [{}, undefined, undefined, false],
    [{ isValidate: 'true' }, 'isValidate', 'true', true],
  ])('success of %j by %s=%s is %s', (response, key, value, ok) => {
    expect(isUploadSuccess(response, key, value)).toBe(ok);
  });
});

describe('sniffImageType by magic bytes', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'gif'],
    ['gif89a', bytes('GIF89a'), 'gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['riff wave', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['ico', bytes([0, 0, 1, 0, 1, 0, 16, 16]), 'ico'],
    ['ico with zero images', bytes([0, 0, 1, 0, 0, 0]), null],
    ['svg', utf8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'svg'],
    [
      'svg with prolog',
      utf8('\uFEFF  <?xml version="1.0"?>\n<!-- by hand -->\n<!DOCTYPE svg PUBLIC "x">\n<svg>'),
      'svg',
    ],
    ['html', utf8('<html><svg></svg></html>'), null],
    ['pdf', bytes('%PDF-1.7'), null],
    ['empty', new Uint8Array(), null],
    ['short jpeg', bytes([0xff, 0xd8]), null],
  ])('%s → %s', (_label, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['photo.JPG', bytes([0xff, 0xd8, 0xff, 0xdb]), true],
    ['photo.png', bytes([0xff, 0xd8, 0xff, 0xdb]), false],
    ['photo.exe', bytes([0xff, 0xd8, 0xff, 0xdb]), false],
  ])('%s content matches: %s', (name, data, ok) => {
    expect(contentMatchesExtension(name, data)).toBe(ok);
  });
});
