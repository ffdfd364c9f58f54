/** A picked file's thumbnail: the photo's local preview, or a 'PDF' badge (decorative: the name is beside it). */
export function FileThumb({ preview, className }: { preview: string | undefined; className: string }) {
  return preview ? (
    <img className={className} src={preview} alt="" />
  ) : (
    <span className={`${className} ${className}--pdf`} aria-hidden="true">
      PDF
    </span>
  );
}
