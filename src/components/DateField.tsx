import { useState, type Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { DATE_INPUT_BOUNDS, dateInputProblem } from '../lib/dateInputs';

export interface DateFieldProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange'> {
  /** `YYYY-MM-DD` or '' (no date). */
  value: string;
  /** Called with dates that pass the check (or '' when the field is cleared), never a half-typed one. */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date input that says at the field what is wrong with a half-typed date or a year out of
 * range (`dateInputProblem`) instead of passing it on as "no date". What is typed stays shown
 * while it is wrong; the owner's value only changes to a date that passes. A form also checks the
 * element at submit (`dateElementProblem`), since Enter submits without leaving the field.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, error, onBlur, ref, min, max, ...rest } = props;
  const [text, setText] = useState(value);
  const [passed, setPassed] = useState(value);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The owner changed the value (a reset, a link): show it.
  if (value !== passed) {
    setPassed(value);
    setText(value);
    setProblem(undefined);
  }

  function check(input: HTMLInputElement) {
    const found = dateInputProblem(input.value, input.validity.badInput);
    setProblem(found);
    if (found === undefined && input.value !== passed) {
      setPassed(input.value);
      onChange(input.value);
    }
  }

  return (
    <TextInput
      {...rest}
      ref={ref}
      type="date"
      min={min ?? DATE_INPUT_BOUNDS.min}
      max={max ?? DATE_INPUT_BOUNDS.max}
      value={text}
      error={error ?? problem}
      onChange={(event) => {
        setText(event.currentTarget.value);
        check(event.currentTarget);
      }}
      onBlur={(event) => {
        check(event.currentTarget);
        onBlur?.(event);
      }}
    />
  );
}
