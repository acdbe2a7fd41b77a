// An image field (common.schema.json's image): the current image, "Subir
// imagen" (PNG, JPEG or WebP; the server checks the bytes and stores WebP at
// the renderer's widths), the media library to reuse an upload, and the alt
// text, which is required: a new image clears it and focuses it, since the
// old description no longer fits. Width and height come from the file.
import { useEffect, useId, useRef, useState } from "react";
import { api, type LibraryImage } from "./api-client";
import { copy } from "./copy";
import { TranslationFields } from "./TranslationFields";

export interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}

interface ImageFieldProps {
  id: string;
  label: string;
  pointer: string;
  value: ImageValue | undefined;
  describedBy: string;
  invalid: boolean;
  onChange: (value: ImageValue) => void;
}

export function ImageField({ id, label, pointer, value, describedBy, invalid, onChange }: ImageFieldProps) {
  const image = value ?? {};
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [library, setLibrary] = useState(false);
  const altId = useId();
  const noteId = `${id}-note`;

  const choose = (picked: LibraryImage, text: string) => {
    onChange({ src: picked.src, alt: "", width: picked.width, height: picked.height });
    setNote({ text, error: false });
    // After Puck re-renders the field with the new value.
    requestAnimationFrame(() => altRef.current?.focus());
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setNote(null);
    try {
      choose(await api.upload(file), copy.imageAltAfterUpload);
    } catch (error) {
      setNote({ text: (error as Error).message, error: true });
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <div id={id} className="image-field" role="group" aria-label={label} data-pointer={pointer}>
      <div className="image-field__current">
        {image.src ? <img src={image.src} alt="" width={image.width} height={image.height} /> : <span className="image-field__empty" aria-hidden="true" />}
        <div className="image-field__meta">
          <code title={image.src}>{image.src ?? copy.none}</code>
          {image.width && image.height ? <span>{copy.imageSize(image.width, image.height)}</span> : null}
        </div>
      </div>
      <div className="image-field__actions">
        <button type="button" data-primary aria-describedby={`${id}-formats ${describedBy}`} disabled={busy} onClick={() => fileRef.current?.click()}>
          {busy ? copy.uploading : copy.uploadImage}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => setLibrary(true)}>
          {copy.mediaLibrary}
        </button>
        {/* Hidden: the button above opens it, so the keyboard and the label are the button's. */}
        <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp" hidden tabIndex={-1} data-testid="image-file" onChange={(e) => void upload(e.target.files?.[0])} />
      </div>
      <p id={`${id}-formats`} className="image-field__formats">
        {copy.imageFormats}
      </p>
      {note ? (
        <p id={noteId} role={note.error ? "alert" : "status"} className={note.error ? "image-field__error" : "image-field__note"}>
          {note.text}
        </p>
      ) : null}
      <label htmlFor={altId} className="image-field__label">
        {copy.imageAlt}
        <span title={copy.fieldRequired}> *</span>
      </label>
      <input
        ref={altRef}
        id={altId}
        type="text"
        required
        aria-invalid={invalid && !image.alt}
        aria-describedby={`${altId}-help`}
        data-pointer={`${pointer}/alt`}
        value={image.alt ?? ""}
        onChange={(e) => onChange({ ...image, alt: e.target.value })}
      />
      <p id={`${altId}-help`} className="image-field__formats">
        {copy.imageAltHelp}
      </p>
      <TranslationFields pointer={`${pointer}/alt`} value={image.alt ?? ""} multiline={false} />
      {library ? <MediaLibrary onClose={() => setLibrary(false)} onPick={(picked) => (setLibrary(false), choose(picked, copy.imageAltAfterUpload))} /> : null}
    </div>
  );
}

/** The uploaded images as a grid of thumbnails in a modal dialog (the page behind is inert; Escape closes). */
function MediaLibrary({ onClose, onPick }: { onClose: () => void; onPick: (image: LibraryImage) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [images, setImages] = useState<LibraryImage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    // showModal: focus moves in, the rest of the page is inert, Escape fires "close"; focus returns to the opener on close.
    dialog?.showModal();
    api.images().then(setImages, (e: Error) => setError(e.message));
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="media-library" aria-labelledby={titleId} onClose={onClose}>
      <header>
        <h2 id={titleId}>{copy.mediaLibraryTitle}</h2>
        <button type="button" onClick={onClose} autoFocus>
          {copy.close}
        </button>
      </header>
      {error ? <p role="alert">{error}</p> : null}
      {images === null && !error ? <p>{copy.loading}</p> : null}
      {images?.length === 0 ? <p>{copy.mediaLibraryEmpty}</p> : null}
      {images?.length ? (
        <ul>
          {images.map((image, i) => (
            <li key={image.src}>
              <button type="button" aria-label={copy.useImage(i + 1)} onClick={() => onPick(image)}>
                <img src={image.thumb} alt="" width={160} height={Math.round((160 * image.height) / image.width)} loading="lazy" />
                <span>{copy.imageSize(image.width, image.height)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </dialog>
  );
}
