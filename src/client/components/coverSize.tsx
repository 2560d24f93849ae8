// The covers' intrinsic size (16:9), set as width and height on every cover <img> so the browser reserves
// the box before the file arrives (no layout shift); CSS scales it to the card's width. CoverImg is the
// <img> that carries them (a Box would take width and height as its own style props and drop them), and
// the one loading rule: lazy by default (most covers are below the fold); `eager` for the one likely to
// be the page's largest paint (a course page's or an article's cover, a list's first card), fetched at
// once with a high priority. Covers are decorative (the title is beside them): alt="".
import type { ComponentProps } from 'react';
import { styled } from '@mui/material/styles';

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

const Img = styled('img')({});

type CoverImgProps = Omit<ComponentProps<typeof Img>, 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'> & { eager?: boolean };

export function CoverImg({ eager = false, ...props }: CoverImgProps) {
  return <Img alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" {...props} />;
}
