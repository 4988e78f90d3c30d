"""Curation that takes more than one store call: a note tied to the past tasks most like it, the search of
lessons by wording, and emptying a namespace. The other curation methods of :class:`~gmem.memory.Memory`
(edit, delete, forget, undo, compact) are one store call each, each logged and undoable in the store.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from gmem.models import Change, Evidence, Insight, storable
from gmem.planning import similar_tasks
from gmem.store.base import MemoryStore
from gmem.store.writes import InsightUpdate
from gmem.text import words

if TYPE_CHECKING:
    from gmem.memory import Parts

#: Insight keys of notes (lessons a person or an agent wrote down) start with this; their origin is "note:<author>".
NOTE_PREFIX = "note:"
#: A new note's score: shown like a lesson that several runs have confirmed, until feedback moves it.
NOTE_SCORE = 3.0


def search_insights(store: MemoryStore, text: str) -> list[Insight]:
    """Insights whose wording contains every word of ``text`` (or ``text`` itself), best score first."""
    wanted = set(words(text))
    needle = text.strip().lower()
    if not needle:
        raise ValueError("search text must be non-empty")
    return [
        insight
        for insight in store.list_insights()
        if needle in insight.text.lower() or (wanted and wanted <= set(words(insight.text)))
    ]


def write_note(parts: Parts, text: str, key: str | None, author: str) -> Insight:
    """Store ``text`` as a note by ``author`` (see :meth:`gmem.Memory.note`), tied to the tasks most like it."""
    if not text.strip():
        raise ValueError("a note needs some text")
    storable(text)
    key = NOTE_PREFIX + (key if key is not None else hashlib.sha1(text.encode("utf-8")).hexdigest()[:16])
    with parts.lock:
        parts.replica.refresh()
        vector = parts.embedder.embed([text])[0]
        tied = similar_tasks(parts.replica.index, text, vector, vector, None, parts.config)
        evidence = {task_id: Evidence.SUPPORTS for task_id, _, _ in tied}
        update = InsightUpdate(key, text, NOTE_SCORE, evidence, origin=f"{NOTE_PREFIX}{author}", replace_text=True)
        parts.store.add_note(update, author=author)
    return next(i for i in parts.store.list_insights() if i.key == key)


def clear(parts: Parts, author: str) -> list[Change]:
    """Delete every insight and forget every task of the namespace, each a logged change."""
    store = parts.store
    changes = [store.delete_insight(i.id, author=author) for i in store.list_insights()]
    with parts.lock:
        parts.replica.refresh()
        ids = list(parts.replica.index.ids)
    changes += [store.forget_task(task_id, author=author) for task_id in ids]
    with parts.lock:
        parts.replica.rebuild()
    return changes
