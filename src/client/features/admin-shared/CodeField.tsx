import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ComboboxField } from '../../components/form/choice-fields.tsx';
import type { FieldProps } from '../../components/form/use-field.ts';
import { useOptions, type OptionList } from '../../components/options.ts';

/**
 * A select of coded values (job types, sectors, …), labelled in the user's language by the one code-label system
 * (options.ts); the list is the field's name unless it is given, the label the back-office's name of the field.
 */
export function CodeField<T extends FieldValues, C, O>(
  props: Omit<FieldProps<T, C, O>, 'label'> & { list?: OptionList; label?: string },
) {
  const { t } = useTranslation();
  const { options } = useOptions();
  const { list, label, ...rest } = props;
  return (
    <ComboboxField
      {...rest}
      label={label ?? t(`admin.fields.${props.name}`)}
      data={options(list ?? (props.name as OptionList))}
    />
  );
}
