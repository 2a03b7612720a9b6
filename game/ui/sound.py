"""Sound effects synthesised in code (no sample files), with a mute.

Each effect is a short tone sweep with an envelope, generated once as 16-bit PCM. Without an audio device
(CI, the dummy driver) sounds are silently skipped.
"""

from __future__ import annotations

import math
import struct

import pygame

from game.ui.settings import Settings

RATE = 22050

# name -> (start Hz, end Hz, seconds, wave): a tiny vocabulary of table sounds.
EFFECTS: dict[str, tuple[float, float, float, str]] = {
    "click": (900, 700, 0.05, "sine"),
    "card": (520, 380, 0.09, "noise"),
    "flip": (300, 900, 0.12, "sine"),
    "ship": (220, 520, 0.18, "sine"),
    "warp": (420, 90, 0.45, "sine"),
    "win": (440, 880, 0.6, "square"),
    "lose": (330, 140, 0.4, "square"),
    "curtain": (200, 260, 0.25, "sine"),
    "turn": (660, 990, 0.15, "sine"),
}


def synth(start: float, end: float, seconds: float, wave: str, seed: int = 1) -> bytes:
    """Mono 16-bit PCM of a sweep from ``start`` to ``end`` Hz with a soft attack and decay."""
    n = int(RATE * seconds)
    out = bytearray()
    phase = 0.0
    noise = seed
    for i in range(n):
        f = start + (end - start) * i / n
        phase += 2 * math.pi * f / RATE
        if wave == "square":
            v = 0.5 if math.sin(phase) >= 0 else -0.5
        elif wave == "noise":
            noise = (noise * 1103515245 + 12345) & 0x7FFFFFFF
            v = (noise / 0x7FFFFFFF - 0.5) * 0.6 + math.sin(phase) * 0.4
        else:
            v = math.sin(phase)
        env = min(1.0, i / (RATE * 0.005)) * (1 - i / n) ** 2
        out += struct.pack("<h", int(v * env * 12000))
    return bytes(out)


class Sounds:
    """The table's sound effects. ``play(name)`` never fails: no device, no sound."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # what was asked for, for tests and the attract mode's captions
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            for name, (a, b, secs, wave) in EFFECTS.items():
                self.sounds[name] = pygame.mixer.Sound(buffer=synth(a, b, secs, wave))
        except (pygame.error, ValueError):
            self.sounds = {}

    def play(self, name: str) -> None:
        """Play an effect unless muted."""
        self.played.append(name)
        del self.played[:-50]
        if self.settings.mute:
            return
        snd = self.sounds.get(name)
        if snd is not None:
            snd.set_volume(self.settings.volume)
            snd.play()

    def toggle_mute(self) -> None:
        """Mute or unmute, and remember it."""
        self.settings.mute = not self.settings.mute
        self.settings.save()
