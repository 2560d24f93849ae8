// The covers' intrinsic size (16:9), set as width and height on every cover <img> so the browser reserves
// the box before the file arrives (no layout shift); CSS scales it to the card's width. CoverImg is the
// <img> that carries them (a Box would take width and height as its own style props and drop them).
import { styled } from '@mui/material/styles';

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;

export const CoverImg = styled('img')({});
