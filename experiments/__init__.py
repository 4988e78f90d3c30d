"""Experiment and benchmark scripts (run as ``python -m experiments.<name>``)."""
