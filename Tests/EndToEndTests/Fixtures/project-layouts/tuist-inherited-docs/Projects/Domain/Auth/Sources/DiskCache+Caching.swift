import DomainAuthInterface

extension DiskCache: Caching {}
