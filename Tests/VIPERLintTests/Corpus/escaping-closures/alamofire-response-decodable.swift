// file: Modules/Rates/RatesInteractor.swift
import Alamofire

final class RatesInteractor {
    weak var presenter: RatesInteractorOutput?

    func fetchRates() {
        AF.request("https://api.example.com/rates")
            .validate()
            .responseDecodable(of: RatesResponse.self) { response in // expect: weak-self-in-escaping-closures
                self.presenter?.didFetch(response.value)
            }
    }
}
