// The sample documents, synthetic graphs and growth judge live in ArchSamples, which the
// growth benchmark links too; every test that imports ArchTestSupport sees them.
@_exported import ArchSamples
