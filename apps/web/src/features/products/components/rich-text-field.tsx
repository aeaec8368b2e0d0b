import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextFieldProps {
  label: string;
  description?: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** Only web links: the server refuses other schemes too (its allow-list keeps http, https and mailto). */
const isAllowedUri = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

/**
 * The description editor (Mantine's tiptap editor). It offers only what the
 * server's allow-list keeps: headings 2-4, bold, italic, underline,
 * strikethrough, lists, quotes, code and links. Loaded with the product form's
 * chunk only.
 */
export function RichTextField({ label, description, value, onChange, error }: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true, isAllowedUri: (url) => isAllowedUri(url) }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        ...(description ? { 'aria-describedby': `${id}-description` } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reset after saving) replaces the document.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const labels = {
    boldControlLabel: t('products.editor.bold'),
    italicControlLabel: t('products.editor.italic'),
    underlineControlLabel: t('products.editor.underline'),
    strikeControlLabel: t('products.editor.strike'),
    h2ControlLabel: t('products.editor.h2'),
    h3ControlLabel: t('products.editor.h3'),
    bulletListControlLabel: t('products.editor.bulletList'),
    orderedListControlLabel: t('products.editor.orderedList'),
    blockquoteControlLabel: t('products.editor.blockquote'),
    linkControlLabel: t('products.editor.link'),
    unlinkControlLabel: t('products.editor.unlink'),
    linkEditorInputLabel: t('products.editor.linkUrl'),
    linkEditorSave: t('products.editor.linkSave'),
    clearFormattingControlLabel: t('products.editor.clear'),
    undoControlLabel: t('products.editor.undo'),
    redoControlLabel: t('products.editor.redo'),
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
