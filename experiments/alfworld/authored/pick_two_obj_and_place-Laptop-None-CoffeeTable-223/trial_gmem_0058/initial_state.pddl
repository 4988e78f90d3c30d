(define (problem plan_trial_gmem_0058)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Laptop_bar__minus_00_dot_43_bar__plus_00_dot_05_bar__plus_01_dot_91 - object
        Laptop_bar__plus_01_dot_90_bar__plus_00_dot_05_bar__minus_00_dot_31 - object
        Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01 - object
        Pillow_bar__minus_01_dot_97_bar__plus_00_dot_05_bar__minus_01_dot_62 - object
        Statue_bar__minus_01_dot_97_bar__plus_00_dot_04_bar__minus_00_dot_03 - object
        Vase_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__minus_00_dot_04 - object
        ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 - receptacle
        ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 - receptacle
        CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 - receptacle
        DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 - receptacle
        Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 - receptacle
        TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 - receptacle
        loc_bar__minus_11_bar_0_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_4_bar_0_bar_3_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar_7_bar_0_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_8_bar__minus_5_bar_0_bar_30 - location
        )

(:init
        (receptacleType ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 ArmChairType)
        (receptacleType ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 ArmChairType)
        (receptacleType CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 CoffeeTableType)
        (receptacleType DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 DiningTableType)
        (receptacleType Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 SofaType)
        (receptacleType TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 TVStandType)
        (objectType Laptop_bar__minus_00_dot_43_bar__plus_00_dot_05_bar__plus_01_dot_91 LaptopType)
        (objectType Laptop_bar__plus_01_dot_90_bar__plus_00_dot_05_bar__minus_00_dot_31 LaptopType)
        (objectType Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01 PanType)
        (objectType Pillow_bar__minus_01_dot_97_bar__plus_00_dot_05_bar__minus_01_dot_62 PillowType)
        (objectType Statue_bar__minus_01_dot_97_bar__plus_00_dot_04_bar__minus_00_dot_03 StatueType)
        (objectType Vase_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__minus_00_dot_04 VaseType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PanType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (pickupable Laptop_bar__minus_00_dot_43_bar__plus_00_dot_05_bar__plus_01_dot_91)
        (pickupable Laptop_bar__plus_01_dot_90_bar__plus_00_dot_05_bar__minus_00_dot_31)
        (pickupable Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01)
        (isReceptacleObject Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01)
        (cleanable Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01)
        (coolable Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01)
        (pickupable Pillow_bar__minus_01_dot_97_bar__plus_00_dot_05_bar__minus_01_dot_62)
        (pickupable Statue_bar__minus_01_dot_97_bar__plus_00_dot_04_bar__minus_00_dot_03)
        (pickupable Vase_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__minus_00_dot_04)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Laptop_bar__minus_00_dot_43_bar__plus_00_dot_05_bar__plus_01_dot_91 ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92)
        (inReceptacle Laptop_bar__plus_01_dot_90_bar__plus_00_dot_05_bar__minus_00_dot_31 DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29)
        (inReceptacle Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (inReceptacle Pillow_bar__minus_01_dot_97_bar__plus_00_dot_05_bar__minus_01_dot_62 ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58)
        (inReceptacle Statue_bar__minus_01_dot_97_bar__plus_00_dot_04_bar__minus_00_dot_03 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (inReceptacle Vase_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__minus_00_dot_04 CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_44_bar__plus_00_dot_00_bar__plus_01_dot_92 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_01_bar__plus_00_dot_00_bar__minus_01_dot_58 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_02_bar__minus_00_dot_01_bar__plus_00_dot_02 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_88_bar_00_dot_00_bar__minus_00_dot_29 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (receptacleAtLocation Sofa_bar__minus_03_dot_44_bar__minus_00_dot_01_bar__minus_00_dot_04 loc_bar__minus_11_bar_0_bar_3_bar_30)
        (receptacleAtLocation TVStand_bar__minus_01_dot_86_bar__minus_00_dot_01_bar__plus_02_dot_79 loc_bar__minus_8_bar_7_bar_0_bar_30)
        (objectAtLocation Laptop_bar__minus_00_dot_43_bar__plus_00_dot_05_bar__plus_01_dot_91 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (objectAtLocation Laptop_bar__plus_01_dot_90_bar__plus_00_dot_05_bar__minus_00_dot_31 loc_bar_8_bar__minus_5_bar_0_bar_30)
        (objectAtLocation Pan_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_00_dot_01 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (objectAtLocation Pillow_bar__minus_01_dot_97_bar__plus_00_dot_05_bar__minus_01_dot_62 loc_bar__minus_3_bar__minus_5_bar_3_bar_30)
        (objectAtLocation Statue_bar__minus_01_dot_97_bar__plus_00_dot_04_bar__minus_00_dot_03 loc_bar__minus_4_bar_0_bar_3_bar_30)
        (objectAtLocation Vase_bar__minus_01_dot_96_bar__plus_00_dot_04_bar__minus_00_dot_04 loc_bar__minus_4_bar_0_bar_3_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 LaptopType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 LaptopType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
