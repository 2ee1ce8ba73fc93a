import type Sharp from 'sharp';

let sharp: Promise<typeof Sharp> | undefined;

/**
 * sharp (with its native libvips) takes some 100 ms to load, which every start of the server paid
 * though no image may come for a while (decision 034): it is loaded with the first image, once.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharp ??= import('sharp').then((module) => module.default);
  return sharp;
}
