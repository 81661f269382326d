"""A one-page PDF holding one image, written by hand (no PDF library): the calibration sheet printed
at its true size. Grey images are embedded as DCT (JPEG) streams, which every PDF reader decodes."""

from __future__ import annotations

from pathlib import Path

import cv2

from companion.vision.images import Image

POINTS_PER_MM = 72 / 25.4


def image_pdf(image: Image, width_mm: float, height_mm: float) -> bytes:
    ok, jpeg = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 95])
    if not ok:
        raise ValueError("the sheet could not be encoded")
    data = jpeg.tobytes()
    w, h = width_mm * POINTS_PER_MM, height_mm * POINTS_PER_MM
    colour = "/DeviceGray" if image.ndim == 2 else "/DeviceRGB"
    content = f"q {w:.2f} 0 0 {h:.2f} 0 0 cm /Im0 Do Q".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w:.2f} {h:.2f}] /Resources << /XObject << /Im0 4 0 R >> >>"
        f" /Contents 5 0 R >>".encode(),
        f"<< /Type /XObject /Subtype /Image /Width {image.shape[1]} /Height {image.shape[0]} /ColorSpace {colour}"
        f" /BitsPerComponent 8 /Filter /DCTDecode /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream",
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream",
    ]
    out, offsets = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"), []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def write_pdf(path: Path, image: Image, width_mm: float, height_mm: float) -> None:
    path.write_bytes(image_pdf(image, width_mm, height_mm))
