// Inline styles of the blocks' own editor fields: they render inside Puck's side panel, which
// has its own look; these keep them plain and readable without another stylesheet.
import type { CSSProperties } from 'react';

export const inputStyle: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 8px',
  border: '1px solid #c9ccd1',
  borderRadius: 6,
  font: 'inherit',
  fontSize: 13,
};
export const labelStyle: CSSProperties = {
  display: 'block',
  fontSize: 12,
  color: '#5c5f66',
  margin: '6px 0 2px',
};
export const hintStyle: CSSProperties = { fontSize: 12, color: '#868e96', margin: '4px 0 0' };
export const errorStyle: CSSProperties = { fontSize: 12, color: '#c92a2a', margin: '4px 0 0' };
export const buttonStyle: CSSProperties = {
  padding: '4px 8px',
  border: '1px solid #c9ccd1',
  borderRadius: 6,
  background: '#fff',
  cursor: 'pointer',
  fontSize: 12,
};
