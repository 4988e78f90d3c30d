"""A memory page as one self-contained HTML file: the template with cytoscape.js, the page's script and
stylesheet and the scene's data inlined, so the file opens offline, from anywhere, with no server."""

from __future__ import annotations

import html
import json
import logging
import re
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from gmem.viz.elements import page_data
from gmem.viz.layout import lay_out
from gmem.viz.scene import Scene

log = logging.getLogger(__name__)

_HERE = resources.files("gmem.viz")
TEMPLATE = _HERE / "templates" / "memory.html"
_SLOT = re.compile(r"\{\{(\w+)\}\}")


def render(scene: Scene) -> str:
    """The page for ``scene``, as HTML text."""
    data = json.dumps(page_data(scene, lay_out(scene)), ensure_ascii=False, separators=(",", ":"))
    parts = {
        "title": html.escape(scene.title),
        "style": _inline(_HERE / "templates" / "memory.css", "style"),
        "cytoscape": _inline(_HERE / "static" / "cytoscape.min.js", "script"),
        "script": _inline(_HERE / "templates" / "memory.js", "script"),
        # "<" escaped, the data can never close its script element, whatever the memory holds.
        "data": data.replace("<", "\\u003c"),
    }
    template = TEMPLATE.read_text(encoding="utf-8")
    if sorted(_SLOT.findall(template)) != sorted(parts):
        raise RuntimeError(f"{TEMPLATE}: expected the slots {sorted(parts)} once each")
    return _SLOT.sub(lambda slot: parts[slot.group(1)], template)  # one pass: inlined text is not re-read


def write(scene: Scene, path: str | Path) -> Path:
    """Write the page for ``scene`` to ``path``; returns the path."""
    target = Path(path)
    target.write_text(render(scene), encoding="utf-8")
    log.info("wrote %s (%d bytes)", target, target.stat().st_size)
    return target


def _inline(asset: Traversable, tag: str) -> str:
    """A packaged file's text, checked to be safe inside a ``<tag>`` element."""
    text = asset.read_text(encoding="utf-8")
    if f"</{tag}" in text.lower() or "<!--" in text:
        raise RuntimeError(f"{asset} cannot be inlined: it contains '</{tag}' or '<!--'")
    return text
