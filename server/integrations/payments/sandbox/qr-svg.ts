import encodeQR from "@paulmillr/qr";

/**
 * A QR code as a compact SVG: one path of dark runs per row on a white square with a 4-module quiet zone (what
 * scanners need), sized by the page that shows it. Error correction M, as payment QR codes commonly use.
 */
export function qrSvg(text: string, label: string): string {
  const rows = encodeQR(text, "raw", { ecc: "medium", border: 0 });
  const quiet = 4;
  const size = rows.length + quiet * 2;
  let path = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) { x++; continue; }
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run;
    }
  });
  const title = label.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" `
    + `role="img" aria-label="${title}"><title>${title}</title>`
    + `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}
