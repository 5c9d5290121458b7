import '@mantine/tiptap/styles.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_PLACEHOLDERS } from '../../../shared/schemas/mail-template.ts';

/**
 * A mail body in a rich-text editor (docs/decisions/0056): paragraphs, bold, italic, lists, links, and the
 * placeholders as buttons that insert `{{name}}`. It produces HTML; the server keeps only its mail-safe part and
 * writes the text version.
 */
export function MailBodyEditor(props: { value: string; onChange: (html: string) => void; label: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: props.value,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => props.onChange(e.getHTML()),
    editorProps: { attributes: { 'aria-label': props.label, 'aria-multiline': 'true', role: 'textbox' } },
  });
  // A template chosen (or a language switched) replaces the text.
  useEffect(() => {
    if (editor && props.value !== editor.getHTML()) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {props.label}
      </Text>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Group gap={4} mt={6} aria-label={t('writeMail.placeholders')} role="group">
        <Text size="xs">{t('writeMail.placeholders')}:</Text>
        {MAIL_PLACEHOLDERS.slice(0, 10).map((name) => (
          <Button
            key={name}
            size="compact-xs"
            variant="default"
            onClick={() => editor?.chain().focus().insertContent(`{{${name}}}`).run()}
          >
            {`{{${name}}}`}
          </Button>
        ))}
      </Group>
    </div>
  );
}
