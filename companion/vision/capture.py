"""Camera adapters, chosen by ``[camera]`` in config/companion.toml. Each gives BGR frames, or None when
no frame could be had (a camera unplugged mid-game is a notice, not a crash).

- ``source = "none"``: no camera (the default): the app runs exactly as without this package.
- ``source = "usb"``: any camera OpenCV opens, ``device`` = its index (0 for the first).
- ``source = "picamera"``: the Pi camera through picamera2, imported only then (Raspberry Pi OS ships it).
- ``source = "folder"``: the images of ``folder`` in name order, one per frame, round and round (tests,
  headless use, demonstrations without a camera).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from companion.vision.config import SOURCES, CameraConfig, VisionInputError
from companion.vision.header import SUFFIXES

if TYPE_CHECKING:  # OpenCV and NumPy (30 MB in the app) are loaded by the first frame, not by opening a camera
    from companion.vision.images import Image

__all__ = ["SOURCES", "Camera", "CameraConfig", "FolderCamera", "UsbCamera", "PiCamera", "open_camera"]


class Camera(Protocol):
    def frame(self) -> Image | None: ...

    def close(self) -> None: ...


class FolderCamera:
    def __init__(self, folder: Path) -> None:
        self.paths = sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES) if folder.is_dir() else []
        if not self.paths:
            raise VisionInputError(f"{folder}: no images ({', '.join(SUFFIXES)}) to use as camera frames")
        self.next = 0

    def frame(self) -> Image | None:
        from companion.vision.images import load_image

        path = self.paths[self.next % len(self.paths)]
        self.next += 1
        try:
            return load_image(path)
        except VisionInputError:
            return None

    def close(self) -> None:
        pass


class UsbCamera:
    def __init__(self, device: int, width: int, height: int) -> None:
        import cv2

        self.capture = cv2.VideoCapture(device)
        if not self.capture.isOpened():
            raise VisionInputError(f"camera {device}: OpenCV cannot open it (is it plugged in?)")
        self.capture.set(cv2.CAP_PROP_FRAME_WIDTH, width)
        self.capture.set(cv2.CAP_PROP_FRAME_HEIGHT, height)

    def frame(self) -> Image | None:
        ok, image = self.capture.read()
        return image if ok else None

    def close(self) -> None:
        self.capture.release()


class PiCamera:
    def __init__(self, width: int, height: int) -> None:
        try:
            from picamera2 import Picamera2  # only on a Pi, only when configured
        except ImportError:
            raise VisionInputError("[camera] source = \"picamera\" needs picamera2 (apt install python3-picamera2)") \
                from None
        self.camera = Picamera2()
        self.camera.configure(self.camera.create_still_configuration(main={"size": (width, height),
                                                                            "format": "RGB888"}))
        self.camera.start()

    def frame(self) -> Image | None:
        return self.camera.capture_array()  # type: ignore[no-any-return]  # RGB888 is BGR in memory

    def close(self) -> None:
        self.camera.stop()


def open_camera(config: CameraConfig) -> Camera | None:
    """The configured camera, None for "none"; VisionInputError if it is configured but unusable."""
    if config.source == "usb":
        return UsbCamera(config.device, config.width, config.height)
    if config.source == "picamera":
        return PiCamera(config.width, config.height)
    if config.source == "folder":
        return FolderCamera(Path(config.folder).expanduser())
    return None
