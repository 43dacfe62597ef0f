import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from '../../../components/Icons';

interface FileDropZoneProps {
  /** id of the real file input (its <label htmlFor> lives with the caller). */
  inputId: string;
  accept: string;
  /** ids of the texts that describe the field (hint, error). */
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  onFile: (file: File | null) => void;
}

/**
 * A drop zone over a real <input type="file">: files can be dropped on it, or it opens the browser's
 * picker on click, Enter or Space. The input stays in the page (visually hidden) so a label points at it
 * and tests can set its files.
 */
export function FileDropZone({ inputId, accept, describedBy, disabled = false, invalid = false, onFile }: FileDropZoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files?.[0];
    if (file) onFile(file);
  };

  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        name="file"
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-required="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          onFile(file);
          // Choosing the same file again after removing it must fire change again.
          event.currentTarget.value = '';
        }}
      />
      <div
        id={`${inputId}-dropzone`}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        className={`dsh-dropzone${dragging ? ' is-dragging' : ''}${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadIcon />
        <span className="dsh-dropzone-text">
          <strong>{t('kyc.dropHere')}</strong>
          <span>{t('kyc.orBrowse')}</span>
        </span>
      </div>
    </>
  );
}
