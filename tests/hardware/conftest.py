"""Fixtures for the hardware tests: a fresh gpiozero MockFactory, a fake clock and window, the default map."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from companion.hardware.gpio import GpioInput
from companion.hardware.pinmap import DEFAULT_HARDWARE_TOML, PinMap, load_pin_map
from tests.hardware.hwfakes import FakeClock, FakeWindow, PtyPad


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    factory = MockFactory()
    yield factory
    factory.reset()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def window() -> FakeWindow:
    return FakeWindow()


@pytest.fixture(scope="session")
def default_map() -> PinMap:
    return load_pin_map(DEFAULT_HARDWARE_TOML)


@pytest.fixture
def pty() -> Iterator[PtyPad]:
    """A serial pad's end of a pseudo-terminal; unplugged afterwards."""
    pad = PtyPad()
    yield pad
    try:
        pad.unplug()
    except OSError:
        pass  # the test unplugged it already



@pytest.fixture
def gpio(default_map: PinMap, factory: MockFactory, clock: FakeClock) -> Iterator[GpioInput]:
    """The GPIO adapter on the default map, on mock pins and the fake clock; stopped afterwards."""
    adapter = GpioInput(default_map, pin_factory=factory, clock=clock)
    yield adapter
    adapter.stop()
