import { describe, expect, it } from 'vitest';
import { dataUrlBytes, MAX_SIDE, needsShrinking, SEND_AS_IS_BYTES, targetSize } from './shrink-image';

describe('targetSize: the size an image is drawn at before it is sent', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [4032, 1816, { width: 1600, height: 721 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [20_000, 10, { width: 1600, height: 1 }],
  ])('%i x %i is drawn at %j, never enlarged', (width, height, size) => {
    expect(targetSize(width, height)).toEqual(size);
  });
});

describe('needsShrinking: which images are re-encoded', () => {
  it.each([
    ['a phone photo, 4000 px and 6 MB', 4000, 3000, 6_000_000, true],
    ['an image over MAX_SIDE but small in bytes', MAX_SIDE + 1, 100, 50_000, true],
    ['an image within MAX_SIDE but heavy', 1200, 900, SEND_AS_IS_BYTES + 1, true],
    ['a small scan', 1200, 900, SEND_AS_IS_BYTES, false],
  ])('%s: %s', (_what, width, height, bytes, shrunk) => {
    expect(needsShrinking(width, height, bytes)).toBe(shrunk);
  });
});

describe('dataUrlBytes: the bytes the server decodes from a data URL', () => {
  it.each([
    ['no padding', 'abc'],
    ['one padding character', 'abcd'],
    ['two padding characters', 'abcde'],
  ])('%s', (_what, text) => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa(text)}`)).toBe(text.length);
  });
});
