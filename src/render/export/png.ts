/** PNG of a drawn canvas, exactly its pixels: the same pixels always give the same bytes. */
export async function encodePng(canvas: HTMLCanvasElement): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob === null) throw new Error(`the browser could not encode a ${canvas.width}×${canvas.height} PNG`);
  return new Uint8Array(await blob.arrayBuffer());
}
