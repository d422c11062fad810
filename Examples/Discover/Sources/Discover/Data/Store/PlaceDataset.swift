import Foundation

/// The bundled GeoNames cities (population ≥ 15,000; CC BY 4.0), parsed from `places.tsv`.
struct PlaceDataset: Sendable {
    /// One line of the file.
    struct Record: Sendable {
        let id: Int64
        let name: String
        let asciiName: String
        let countryCode: String
        let countryName: String
        let admin1: String
        let latitude: Double
        let longitude: Double
        let population: Int64
        let timezone: String
    }

    let records: [Record]

    /// The dataset shipped in the Discover bundle.
    static func bundled() throws(DatabaseError) -> PlaceDataset {
        guard let url = Bundle.module.url(forResource: "places", withExtension: "tsv") else {
            throw .dataset("the bundled places.tsv is missing from the Discover resources; rebuild the package")
        }
        return try PlaceDataset(contentsOf: url)
    }

    /// Parses a TSV file with the header line written by scripts/data/convert_geonames.py.
    init(contentsOf url: URL) throws(DatabaseError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .dataset("cannot read \(url.path): \(error.localizedDescription)")
        }
        var records: [Record] = []
        records.reserveCapacity(34_000)
        for (index, line) in text.split(separator: "\n").enumerated().dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 10, let id = Int64(fields[0]), let latitude = Double(fields[6]),
                let longitude = Double(fields[7]), let population = Int64(fields[8])
            else {
                throw .dataset(
                    "\(url.lastPathComponent) line \(index + 1): expected 10 tab-separated fields (id, name, ascii name, country code, country, admin1, latitude, longitude, population, timezone), found \"\(line.prefix(80))\""
                )
            }
            records.append(
                Record(
                    id: id, name: String(fields[1]), asciiName: String(fields[2]), countryCode: String(fields[3]),
                    countryName: String(fields[4]), admin1: String(fields[5]), latitude: latitude,
                    longitude: longitude, population: population, timezone: String(fields[9])))
        }
        self.records = records
    }
}
