import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed or picked as `YYYY-MM-DD` (what the API sends and takes); the calendar opens on
 * focus, typing a full date sets it.
 */
export function DateField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      dateParser={(text) => (ISO_DATE.test(text.trim()) ? text.trim() : null)}
      clearable
      // The × has no text of its own: name it after the field it clears.
      // A fingertip's 24 px at least (global.css: Mantine's × is 22 in the field's section).
      clearButtonProps={{
        className: 'date-field-clear',
        'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear date',
      }}
      {...props}
    />
  );
}
