// A number field that lets the author type freely (clear it, type "4" then "5", a minus sign first):
// the text is kept while typing and each value that fits (a number between min and max, whole when
// asked) goes to the parent; leaving the field shows the parent's value again.
import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface NumberFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: number;
  onValue: (value: number) => void;
  min: number;
  max: number;
  /** Whole numbers only (the default). */
  integer?: boolean;
}

/** The number a field's text means when it fits the bounds, else null. */
export function parseBounded(text: string, min: number, max: number, integer: boolean): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) return null;
  if (integer && !Number.isInteger(n)) return null;
  return n;
}

export function NumberField({ value, onValue, min, max, integer = true, onBlur, inputProps, ...rest }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Another value from outside (take theirs, a reload): the field shows it.
  if (value !== shown) {
    setShown(value);
    if (parseBounded(text, min, max, integer) !== value) setText(String(value));
  }
  const invalid = parseBounded(text, min, max, integer) === null;
  return (
    <TextField
      {...rest}
      type="number"
      value={text}
      error={rest.error || invalid}
      inputProps={{ min, max, step: integer ? 1 : 'any', ...inputProps }}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseBounded(e.target.value, min, max, integer);
        if (n !== null && n !== value) {
          setShown(n);
          onValue(n);
        }
      }}
      onBlur={(e) => {
        setText(String(value));
        onBlur?.(e);
      }}
    />
  );
}
