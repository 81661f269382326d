"""Facts about the Raspberry Pi 40-pin header (every Pi since the B+/A+, including the 4, 5 and Zero).

Source: the pinout in the Raspberry Pi documentation ("GPIO and the 40-pin header") and gpiozero's own
board data (``pinout`` command). BCM numbers are the SoC's GPIO numbers, which gpiozero uses for ints.
"""

from __future__ import annotations

# BCM number -> physical header pin. BCM 0 and 1 (pins 27/28) are left out on purpose: they are the
# HAT ID EEPROM bus, reserved by the firmware.
HEADER_PIN: dict[int, int] = {
    2: 3, 3: 5, 4: 7, 14: 8, 15: 10, 17: 11, 18: 12, 27: 13, 22: 15, 23: 16, 24: 18, 10: 19, 9: 21,
    25: 22, 11: 23, 8: 24, 7: 26, 5: 29, 6: 31, 12: 32, 13: 33, 19: 35, 16: 36, 26: 37, 20: 38, 21: 40,
}
USABLE_BCM = range(2, 28)  # BCM 2-27, exactly the keys of HEADER_PIN

# The primary UART on the header: what a serial bid pad wired to the header would use.
UART_PINS: dict[int, str] = {14: "TXD", 15: "RXD"}
# Device names that mean "the UART on header pins 8/10" (a USB pad is /dev/ttyUSB* or /dev/ttyACM*).
HEADER_UART_PORTS = frozenset({"/dev/serial0", "/dev/ttyAMA0", "/dev/ttyS0"})

GROUND_PINS = (6, 9, 14, 20, 25, 30, 34, 39)


def nearest_ground(*physical: int) -> int:
    """The ground pin closest to a group of header pins (one station's common ground wire).

    Pins sit in two columns (odd left, even right), one row per pair; distance is rows plus columns apart.
    """

    def distance(a: int, b: int) -> int:
        return abs((a - 1) // 2 - (b - 1) // 2) + abs((a - 1) % 2 - (b - 1) % 2)

    return min(GROUND_PINS, key=lambda g: (sum(distance(g, p) for p in physical), g))
