"""The camera: read a carpet of tiles, a dice roll, and name a taught card or tile.

Optional hardware: nothing outside this package imports OpenCV, and nothing here runs unless a camera is
configured (``[camera]`` in config/companion.toml) or a headless ``companion vision`` command asks.
Entry points (each imports OpenCV when first called, never at app start-up):

- ``companion.vision.dice.read_dice(image) -> list[Die]``
- ``companion.vision.grid.read_grid(image, refs, rows, cols) -> GridReading`` with ``refs`` from
  ``companion.vision.refs.load_refs`` / ``learn_refs``
- ``companion.vision.teach.Album`` (teach one photo per card or tile, then ``name(image)``)
- ``companion.vision.worker.VisionWorker`` (frames in, readings posted to the inbox)
"""
