import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useCountryOptions } from './countries';

/**
 * The country of a client, searchable by its name in the interface's language. The 249 options
 * are put in the page only while the list is open (Mantine keeps a closed list's options in it).
 */
export function CountrySelect({ value, onChange, ...rest }: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string; onChange: (code: string) => void }) {
  const countries = useCountryOptions();
  const [open, setOpen] = useState(false);
  const data = open ? countries : countries.filter((c) => c.value === value);
  return (
    <Select
      searchable
      allowDeselect={false}
      {...rest}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
    />
  );
}
