// An image field (common.schema.json's image): the current image, "Subir
// imagen" (PNG, JPEG or WebP; the server checks the bytes and stores WebP at
// the renderer's widths), the media library to reuse an upload, and the alt
// text, which is required: a new image clears it and focuses it, since the
// old description no longer fits. Width and height come from the file.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { api, type LibraryEntry, type LibraryImage } from "./api-client";
import { madridDateTime } from "./publish/madrid-time";
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
        {image.src ? (
          <img src={image.src} alt="" width={image.width} height={image.height} />
        ) : (
          <span className="image-field__empty" aria-hidden="true" />
        )}
        <div className="image-field__meta">
          <code title={image.src}>{image.src ?? copy.none}</code>
          {image.width && image.height ? <span>{copy.imageSize(image.width, image.height)}</span> : null}
        </div>
      </div>
      <div className="image-field__actions">
        <button
          type="button"
          data-primary
          aria-describedby={`${id}-formats ${describedBy}`}
          disabled={busy}
          onClick={() => fileRef.current?.click()}
        >
          {busy ? copy.uploading : copy.uploadImage}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={() => setLibrary(true)}>
          {copy.mediaLibrary}
        </button>
        {/* Hidden: the button above opens it, so the keyboard and the label are the button's. */}
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          tabIndex={-1}
          data-testid="image-file"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      <p id={`${id}-formats`} className="image-field__formats">
        {copy.imageFormats}
      </p>
      {note ? (
        <p
          id={noteId}
          role={note.error ? "alert" : "status"}
          className={note.error ? "image-field__error" : "image-field__note"}
        >
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
      {library ? (
        <MediaLibrary
          onClose={() => setLibrary(false)}
          onPick={(picked) => (setLibrary(false), choose(picked, copy.imageAltAfterUpload))}
        />
      ) : null}
    </div>
  );
}

/**
 * The uploaded images in a modal dialog (the page behind is inert; Escape
 * closes): each with its name (the alt text a page gives it), when it was
 * uploaded, its weight and how many pages show it; "Borrar" for one no page
 * shows (the server refuses the others and says which pages use them).
 */
function MediaLibrary({ onClose, onPick }: { onClose: () => void; onPick: (image: LibraryImage) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [images, setImages] = useState<LibraryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const load = useCallback(() => api.images().then(setImages, (e: Error) => setError(e.message)), []);
  useEffect(() => {
    const dialog = ref.current;
    // showModal: focus moves in, the rest of the page is inert, Escape fires "close"; focus returns to the opener on close.
    dialog?.showModal();
    void load();
    return () => dialog?.close();
  }, [load]);
  const remove = async (image: LibraryEntry) => {
    if (!window.confirm(copy.deleteImageConfirm)) return;
    setNote(null);
    try {
      await api.deleteImage(image.src);
      setNote(copy.imageDeleted);
      await load();
    } catch (e) {
      setNote((e as Error).message);
    }
  };
  return (
    <dialog ref={ref} className="media-library" aria-labelledby={titleId} onClose={onClose}>
      <header>
        <h2 id={titleId}>{copy.mediaLibraryTitle}</h2>
        {/* biome-ignore lint/a11y/noAutofocus: in a modal <dialog>, autofocus is how HTML names the control showModal() focuses first */}
        <button type="button" onClick={onClose} autoFocus>
          {copy.close}
        </button>
      </header>
      {error ? <p role="alert">{error}</p> : null}
      {note ? (
        <p role="status" className="media-library__note">
          {note}
        </p>
      ) : null}
      {images === null && !error ? <p>{copy.loading}</p> : null}
      {images?.length === 0 ? <p>{copy.mediaLibraryEmpty}</p> : null}
      {images?.length ? (
        <ul>
          {images.map((image, i) => {
            const name = image.name || copy.unnamedImage;
            return (
              <li key={image.src} data-testid="library-image">
                <button
                  type="button"
                  aria-label={image.name ? copy.pickNamed(image.name) : copy.pickImage(i + 1)}
                  onClick={() => onPick(image)}
                >
                  <img
                    src={image.thumb}
                    alt=""
                    width={160}
                    height={Math.round((160 * image.height) / image.width)}
                    loading="lazy"
                  />
                </button>
                <span className="media-library__name">{name}</span>
                <span className="media-library__meta">
                  {copy.imageAdded(madridDateTime(image.addedAt))} · {copy.imageSize(image.width, image.height)} ·{" "}
                  {copy.imageWeight(image.kb)}
                </span>
                <span
                  className="media-library__meta"
                  title={image.usedBy.length ? copy.imageUsedOn(image.usedBy.map((u) => u.path).join(", ")) : undefined}
                >
                  {copy.imageUses(image.usedBy.length)}
                  {image.usedBy.length ? `: ${image.usedBy.map((u) => u.path).join(", ")}` : ""}
                </span>
                <button
                  type="button"
                  className="media-library__delete"
                  aria-label={copy.deleteImageLabel(image.name || copy.pickImage(i + 1))}
                  onClick={() => void remove(image)}
                >
                  {copy.deleteImage}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </dialog>
  );
}
