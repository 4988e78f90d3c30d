"""Scale benchmarks: ``python -m benchmarks.scale`` (see :mod:`benchmarks.scale`)."""
