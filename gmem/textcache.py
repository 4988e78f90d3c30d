"""What was read off a step's text, kept for the next reading of the same text.

A step is read for its thought, its act, its template and its result in turn, and the interaction tier reads a run
in passes (its key steps, its exploration, its failure), each over every step. A cache of a fixed number of texts
forgot a long run's first steps before the next pass came back to them: a run of 10,000 steps logged as LangChain
messages was parsed six times over (``python -m benchmarks.worst_case --cases steps-10k-serialized``). Bounded by
the characters of the texts it keys instead, the cache holds a whole long run of short steps, and no more memory
than before for long ones.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar

_Read = TypeVar("_Read")


def cached_by_text(characters: int) -> Callable[[Callable[[str], _Read]], Callable[[str], _Read]]:
    """A cache of a function of one text, the least recently read texts dropped first once those kept hold more
    than ``characters`` characters. Safe across threads (batches are recorded on several); a text two threads read
    at once is read twice, and kept once. What it returns is shared: never to be changed."""

    def decorate(read: Callable[[str], _Read]) -> Callable[[str], _Read]:
        kept: OrderedDict[str, _Read] = OrderedDict()
        held = 0
        lock = threading.Lock()

        @functools.wraps(read)
        def cached(text: str) -> _Read:
            nonlocal held
            with lock:
                if text in kept:
                    kept.move_to_end(text)
                    return kept[text]
            value = read(text)
            with lock:
                if text not in kept:
                    kept[text] = value
                    held += len(text)
                    while held > characters:
                        dropped, _ = kept.popitem(last=False)
                        held -= len(dropped)
            return value

        return cached

    return decorate
