"""Training the dice reader's model (companion/vision/models/dice.onnx) from the shared real photos.

One command: ``./dev train-dice`` (a separate venv with PyTorch; never part of the app or of ./dev test).
"""
