/** Hands a file to the browser's download (the user's Downloads folder, or a save dialog). */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
